import { PhoneIcon } from '@/components/ui/icons';
import { smsHref, telHref } from '@/domain/phone-links';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useFirstContact } from '@/lib/first-contact/use-first-contact';
import { inquiriesCopy } from './copy';
import { MessageIcon } from './inbox-icons';

const base =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl px-4 text-base font-bold transition focus-visible:outline-offset-2';

/**
 * 전화 and 문자 for one visitor: two large buttons (at least 48 px tall, a thumb's width each) that open the phone's
 * dialer and messages with the number filled in. Their names say whom they call ("홍길동님에게 전화 걸기"). The first
 * tap on either records the inquiry's first contact (the link opens all the same).
 */
export function ContactButtons({ inquiry }: { inquiry: Inquiry }) {
  const recordFirstContact = useFirstContact();
  const { name, phone } = inquiry;
  return (
    <div className="flex gap-2">
      <a
        href={telHref(phone)}
        aria-label={inquiriesCopy.callLabel(name)}
        onClick={() => recordFirstContact(inquiry)}
        className={cn(base, 'bg-brand-500 text-slate-950 hover:bg-brand-400')}
      >
        <PhoneIcon width={20} height={20} />
        {inquiriesCopy.call}
      </a>
      <a
        href={smsHref(phone)}
        aria-label={inquiriesCopy.textLabel(name)}
        onClick={() => recordFirstContact(inquiry)}
        className={cn(
          base,
          'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700',
        )}
      >
        <MessageIcon width={20} height={20} />
        {inquiriesCopy.text}
      </a>
    </div>
  );
}
