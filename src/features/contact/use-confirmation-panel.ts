import { createElement, useEffect, useState, type ForwardRefExoticComponent, type Ref, type RefAttributes } from 'react';
import { reportError } from '@/domain/report-error';
import type { ConfirmationPanelProps } from './confirmation-panel-props';
import { InquiryReceivedNote } from './InquiryReceivedNote';

type PanelComponent = ForwardRefExoticComponent<ConfirmationPanelProps & RefAttributes<HTMLHeadingElement>>;

let loading: Promise<PanelComponent> | undefined;
let loaded: PanelComponent | undefined;

/**
 * The confirmation panel is its own chunk: a visitor who only looks at the contact page never downloads it. Its
 * code is fetched as soon as a send starts, so it is normally in before the inquiry's receipt; if it cannot be
 * fetched, the plain note (InquiryReceivedNote, which ships with the form) says the same essentials.
 */
function loadPanel(): Promise<PanelComponent> {
  return (loading ??= import('./InquiryConfirmation')
    .then(
      (module): PanelComponent => module.InquiryConfirmation,
      (error: unknown) => {
        reportError('The confirmation panel failed to load', error);
        return InquiryReceivedNote;
      },
    )
    .then((panel) => (loaded = panel)));
}

/** Whether the panel's code is in; it starts loading once `wanted` (a send has started). */
export function useConfirmationPanelReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void loadPanel().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/** The confirmation panel, once useConfirmationPanelReady said so (the plain note if rendered before). */
export function ConfirmationPanel(props: ConfirmationPanelProps & { ref?: Ref<HTMLHeadingElement> }) {
  return createElement(loaded ?? InquiryReceivedNote, props);
}
