import type { EffectRequest, Text, ValidationIssue } from '../../engine';
import { messageCode } from './message-code';
import type { JourneySession, Leaving, NoticeKind, RunEffect, SessionDeps, SessionOutcome } from './types';

/**
 * What one move brings up, gathered as it happens: the message codes in order (without repeats), the effects run,
 * the issues and notice for the page, and where the journey was left to.
 */
export class Trace {
  private readonly codes: string[] = [];
  private readonly ran: string[] = [];
  issues: readonly ValidationIssue[] = [];
  notice: Text | null = null;
  noticeKind: NoticeKind = 'problem';
  leaving: Leaving | null = null;

  constructor(
    private readonly deps: SessionDeps,
    private readonly signal?: AbortSignal,
  ) {}

  say(...texts: Text[]): void {
    for (const text of texts) {
      const code = messageCode(text);
      if (!this.codes.includes(code)) this.codes.push(code);
    }
  }

  readonly runEffect: RunEffect = (request: EffectRequest, signal?: AbortSignal) => {
    this.ran.push(request.effect);
    return this.deps.runEffect(request, signal ?? this.signal);
  };

  outcome(session: JourneySession): SessionOutcome {
    return {
      session,
      issues: this.issues,
      notice: this.notice,
      noticeKind: this.noticeKind,
      leaving: this.leaving,
      messages: [...this.codes],
      effects: [...this.ran],
    };
  }
}
