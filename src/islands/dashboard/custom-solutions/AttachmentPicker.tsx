import { useId, useState } from 'react';
import type { Attachment } from '../../../shared/attachments/attachments.schemas.ts';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS } from '../../../shared/attachment-types.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { attachmentTypeList } from './labels.ts';
import { fileProblem, uploadAttachment } from './upload-attachment.ts';
import { Alert } from '../../ui/alert.tsx';

/** Files for the request: each uploaded as soon as it is chosen, listed with a way to take it off. */
export function AttachmentPicker({
  files,
  onChange,
}: {
  files: Attachment[];
  onChange: (files: Attachment[]) => void;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const choose = async (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const found: string[] = [];
    let next = files;
    const room = MAX_ATTACHMENTS - files.length;
    if (list.length > room) found.push(m.custom_solutions_too_many_files({ max: MAX_ATTACHMENTS }));
    const accepted = list.slice(0, Math.max(0, room)).filter((file) => {
      const problem = fileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    setUploading(accepted.length);
    for (const file of accepted) {
      try {
        next = [...next, await uploadAttachment(file)];
        onChange(next);
      } catch (error) {
        found.push(m.custom_solutions_file_failed({ name: file.name, message: errorMessage(error) }));
      }
      setUploading((n) => n - 1);
    }
    setProblems(found);
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {m.custom_solutions_attachments()}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={`${id}-help${problems.length ? ` ${id}-problems` : ''}`}
        disabled={files.length >= MAX_ATTACHMENTS}
        onChange={(event) => {
          void choose(event.target.files);
          event.target.value = '';
        }}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm"
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {m.custom_solutions_attachments_help({ max: MAX_ATTACHMENTS, types: attachmentTypeList() })}
      </p>
      {uploading > 0 ? (
        <p role="status" className="text-sm">
          {m.custom_solutions_uploading({ count: uploading })}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <Alert look="text" id={`${id}-problems`}>
          <ul className="grid gap-1">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={m.custom_solutions_attached_files()}>
          {files.map((file) => (
            <li
              key={file.id}
              className="flex items-center justify-between gap-2 rounded border border-border px-2 py-1"
            >
              <span className="truncate">
                {file.name} <span className="text-muted-foreground">({Math.ceil(file.size / 1024)} kB)</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onChange(files.filter((f) => f.id !== file.id))}
                aria-label={m.custom_solutions_remove_file({ name: file.name })}
              >
                {m.custom_solutions_remove()}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
