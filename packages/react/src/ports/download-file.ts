/** A file to hand to the learner. */
export interface DownloadFile {
  /** File name, e.g. `parla-data-2025-01-15.json`. */
  name: string;
  /** MIME type. */
  type: string;
  /** The file's text. */
  content: string;
}

/** Saves a file in a browser: a Blob URL clicked through a temporary link. */
export function browserDownload(file: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
