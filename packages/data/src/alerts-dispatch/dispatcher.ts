/**
 * The alert delivery engine's faces (docs/alerts.md, Delivery): what the site hands it (the alert
 * revisions current now, and their words per language) and what it offers (start, stop, a scan,
 * a drain, figures for the metrics). The engine itself is in `engine.ts`.
 */
import type { AlertRevision } from '@district/core/alerts/revision';
import type { AlertMailer, AlertMailWords } from '../alerts-mail/alert-mailer';
import type { AlertsStore } from '../alerts-store/open-alerts-store';
import type { WebPushSender } from '../push/web-push-sender';
import type { Clock } from '../resilience/clock';
import type { Logger } from '../resilience/logger';

/** Where the engine learns what to send. */
export interface AlertSource {
  /** The alert revisions current now, for the organizations this instance serves. */
  current(): Promise<DispatchRevision[]>;
}

/** One alert revision as the engine sends it. */
export interface DispatchRevision {
  revision: AlertRevision;
  /** 'closures' reaches both kinds of subscriber; 'all' only those who asked for every notice. */
  topic: 'closures' | 'all';
  /** Subscribers of these organizations receive it. */
  organizations: string[];
  /** The words per language, asked once per language per revision (translation happens here). */
  render(language: string): Promise<RenderedAlert>;
}

/** A revision's words in one language. */
export interface RenderedAlert {
  title: string;
  /** Plain text. */
  body: string;
  /** Closed, Delayed, Emergency…, in the language. */
  importanceWord: string;
  organizationName: string;
  /** The alert's details on the site, in the language. */
  detailsUrl: string;
  /** The English original, when this language is not English; else null. */
  englishUrl: string | null;
  dir: 'ltr' | 'rtl';
  machineTranslated: boolean;
  mailWords: AlertMailWords;
}

/** Figures for the operators' metrics (docs/alerts.md, What operators see). */
export interface DispatchStats {
  /** Jobs queued (due or not) in the shared queue, as of the last scan. */
  queueDepth: number;
  /** Publication to sent, over the latest deliveries this instance made (a bounded reservoir). */
  lag: { p50Ms: number | null; p99Ms: number | null; samples: number };
  /** Cumulative counts of lags at or under each bound (ms), for a Prometheus histogram. */
  lagHistogram: { bucketsMs: readonly number[]; counts: number[]; sumMs: number; count: number };
  /** Push services' answers by origin and status class (`2xx`, `4xx`, `429`, `5xx`, `none`). */
  answers: { service: string; status: string; count: number }[];
  /** Messages the services or SMTP took. */
  sent: number;
  /** Attempts put back in the queue for later (429, 5xx, no answer, SMTP temporary). */
  retried: number;
  /** Given up: 400/413 and the like, the alert's TTL run out, or its revision withdrawn or superseded. */
  dropped: number;
  /** Subscriptions deleted (404/410) or ended (repeated permanent SMTP refusals). */
  removed: number;
  /** E-mail not sent because a crash may have sent it already (a `sending` record found). */
  skipped: number;
  /** Revisions this instance claimed and queued. */
  revisionsDispatched: number;
}

/** Settings of {@link createDispatcher}. */
export interface DispatcherOptions {
  store: AlertsStore;
  push: WebPushSender;
  /** Null: e-mail jobs stay queued for an instance that has a mailer (until the alert expires). */
  mailer: AlertMailer | null;
  source: AlertSource;
  /** The site's origin and the link secret: messages link `<site>/alerts/manage/<token>`. */
  links: { siteUrl: string; secret: string };
  logger: Logger;
  /** Time for the queue, the lag and the loops; share it with the push sender's. Default real time. */
  clock?: Clock;
  /** How often the source is read (default 15 s). */
  scanEveryMs?: number;
  /** How often an idle worker looks for due jobs (default 1 s). */
  pollEveryMs?: number;
  /** A claimed job's lease: another instance takes it again after this (default 60 s). */
  leaseMs?: number;
  /** Deliveries in flight at once in this instance (default 256). */
  maxInFlight?: number;
  /** E-mails in the SMTP exchange at once (default 4, about the mailer's connections). */
  mailConcurrency?: number;
  /** Subscribers queued per statement (default 1,000). */
  pageSize?: number;
  /** How often the privacy clean-up runs (default hourly). */
  cleanupEveryMs?: number;
}

/** The engine of one instance. */
export interface Dispatcher {
  /** Starts the scan and work loops. */
  start(): void;
  /** One publication scan now (tests). */
  scanOnce(): Promise<void>;
  /** Works queued jobs until none is due (tests). */
  drain(): Promise<void>;
  /** Stops the loops and waits for deliveries in flight. */
  stop(): Promise<void>;
  stats(): DispatchStats;
}

export { createDispatcher } from './engine';
