import { describe, expect, it } from 'vitest';
import { FILE_EXTENSIONS_BY_CLASS, fileClassOf } from './file-class.rules';

describe('fileClassOf', () => {
  it('classes every SPEC extension', () => {
    expect(FILE_EXTENSIONS_BY_CLASS).toEqual({
      pdf: ['pdf'],
      audio: ['mp3', 'wav', 'aac', 'm4a'],
      video: ['mp4', 'avi', 'mov', 'qt', 'wmv', 'webm', 'ogg', 'flv'],
      image: ['png', 'gif', 'jpg', 'jpeg', 'tiff', 'bmp', 'svg'],
    });
    for (const [fileClass, extensions] of Object.entries(FILE_EXTENSIONS_BY_CLASS)) {
      for (const extension of extensions) expect(fileClassOf(`file.${extension}`)).toBe(fileClass);
    }
  });

  it('ignores case, folders, queries and hashes', () => {
    expect(fileClassOf('Report.PDF')).toBe('pdf');
    expect(fileClassOf('uploads/2024/photo.final.JPeG')).toBe('image');
    expect(fileClassOf('https://cdn.example.com/a/clip.webm?size=200x200#t=3')).toBe('video');
  });

  it('gives null for unknown or missing extensions', () => {
    for (const name of ['notes.docx', 'archive.tar.gz', 'README', 'folder.v2/file', '', '.'])
      expect(fileClassOf(name), name).toBeNull();
  });
});
