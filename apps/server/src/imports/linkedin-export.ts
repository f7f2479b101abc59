/**
 * What Cadence keeps of a LinkedIn data export once its CSV files are read (design.md §4). Dates
 * are parsed (UTC instants, or "YYYY-MM" months for positions); texts are trimmed; rows that were
 * empty or unreadable are already gone (the parse report says which and why).
 */
export interface LinkedInExport {
  profile: ExportProfile | null;
  positions: ExportPosition[];
  education: ExportEducation[];
  skills: string[];
  emails: ExportEmail[];
  connections: ExportConnections;
  shares: ExportShare[];
  comments: ExportComment[];
  /** Only when the member reacted: insights read the times, nothing else. */
  reactions: ExportReaction[];
  inferences: ExportInference[];
  richMedia: ExportRichMedia[];
  certifications: ExportCertification[];
  languages: ExportLanguage[];
}

export interface ExportProfile {
  firstName: string;
  lastName: string;
  headline: string | null;
  summary: string | null;
  industry: string | null;
  geoLocation: string | null;
  websites: string | null;
}

export interface ExportPosition {
  company: string;
  title: string;
  description: string | null;
  location: string | null;
  /** "YYYY-MM" (the export says "Sep 2024"; a bare year becomes January). */
  startedOn: string | null;
  /** null: the member still holds it. */
  finishedOn: string | null;
}

export interface ExportEducation {
  school: string;
  degree: string | null;
  startYear: number | null;
  endYear: number | null;
  notes: string | null;
  activities: string | null;
}

export interface ExportEmail {
  address: string;
  confirmed: boolean;
  primary: boolean;
  updatedOn: Date | null;
}

/** 30,000 connections are a count and a few tallies, not 30,000 objects. */
export interface ExportConnections {
  count: number;
  /** Connections per company and per position title (top ones only matter). */
  companies: Map<string, number>;
  positions: Map<string, number>;
  /** Connections made per "YYYY-MM". */
  byMonth: Map<string, number>;
}

export interface ExportShare {
  date: Date;
  /** ShareCommentary: what the member wrote, line breaks kept; may be empty for a plain reshare. */
  commentary: string;
  shareLink: string | null;
  sharedUrl: string | null;
  mediaUrl: string | null;
  visibility: string | null;
}

export interface ExportComment {
  date: Date;
  message: string;
}

export interface ExportReaction {
  date: Date;
  type: string;
}

export interface ExportInference {
  category: string;
  type: string;
  description: string;
  inference: string;
}

export interface ExportRichMedia {
  date: Date | null;
  description: string;
  link: string | null;
}

export interface ExportCertification {
  name: string;
  url: string | null;
  authority: string | null;
  startedOn: string | null;
  finishedOn: string | null;
}

export interface ExportLanguage {
  name: string;
  proficiency: string | null;
}

export const emptyExport = (): LinkedInExport => ({
  profile: null,
  positions: [],
  education: [],
  skills: [],
  emails: [],
  connections: { count: 0, companies: new Map(), positions: new Map(), byMonth: new Map() },
  shares: [],
  comments: [],
  reactions: [],
  inferences: [],
  richMedia: [],
  certifications: [],
  languages: [],
});
