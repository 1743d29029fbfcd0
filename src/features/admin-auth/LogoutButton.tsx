import { useState } from 'react';
import { LogoutIcon } from '@/components/ui/admin-icons';
import { Button } from '@/components/ui/Button';
import { useAuth } from '@/lib/session/auth-context';
import { authCopy } from './copy';

/** Signs out; the protected route then sends the user to the login. Failures are only logged. */
export function LogoutButton({ variant = 'ghost', className = '' }: { variant?: 'ghost' | 'primary' | 'secondary'; className?: string }) {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
  };
  return (
    <Button variant={variant} onClick={() => void onClick()} disabled={busy} className={className}>
      <LogoutIcon width={20} height={20} />
      {authCopy.logout}
    </Button>
  );
}
