/** The file name of an exported conversation, e.g. `parla-conversation-c1.json`. */
export function exportFilename(conversationId: string): string {
  return `parla-conversation-${conversationId.replace(/[^\w-]+/g, '_')}.json`;
}

/** A conversation export as a JSON file for the download port. */
export function exportFile(conversationId: string, exported: unknown): { name: string; type: string; content: string } {
  return { name: exportFilename(conversationId), type: 'application/json', content: JSON.stringify(exported, null, 2) };
}
