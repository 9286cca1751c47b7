import { describe, expect, it } from 'vitest';
import { fileTypeName } from './type-name';

describe('file type name', () => {
  it('names the office formats a district publishes as parents know them', () => {
    expect(fileTypeName('application/pdf')).toBe('PDF');
    expect(
      fileTypeName('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('Word');
    expect(fileTypeName('application/vnd.ms-excel')).toBe('Excel');
    expect(fileTypeName('application/vnd.ms-powerpoint')).toBe('PowerPoint');
    expect(fileTypeName('Application/PDF; charset=binary')).toBe('PDF');
  });

  it('falls back to the subtype, and to nothing when there is no type', () => {
    expect(fileTypeName('image/png')).toBe('PNG');
    expect(fileTypeName('')).toBeNull();
    expect(fileTypeName(null)).toBeNull();
    expect(fileTypeName('text/')).toBeNull();
  });
});
