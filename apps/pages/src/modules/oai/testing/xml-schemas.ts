// Validation of the OAI-PMH answers against the published XML schemas, with libxml2 (compiled
// to WebAssembly: xmllint-wasm; decision 045). The OAI-PMH, oai-identifier, xml and CERIF
// schemas are the `schemas` folder of the OpenAIRE Guidelines for CRIS Managers as published
// (its `cached/` holds the OAI-PMH ones); the tests read it from LN_XML_SCHEMAS, or from
// `shared/schemas/openaire-cris` beside the project. oai_dc and dc are ours, in this folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '@ln/db';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const HERE = dirname(fileURLToPath(import.meta.url));

export const SCHEMA_DIR =
  process.env.LN_XML_SCHEMAS ?? join(REPO_ROOT, '..', 'shared', 'schemas', 'openaire-cris');

export const schemasPresent = existsSync(join(SCHEMA_DIR, 'openaire-cerif-profile.xsd'));

const WRAPPER = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:ln:oai-test">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai-identifier" schemaLocation="oai-identifier.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="oai_dc.xsd"/>
  <xs:import namespace="https://www.openaire.eu/cerif-profile/1.2/" schemaLocation="openaire-cerif-profile.xsd"/>
</xs:schema>`;

let files: XMLFileInfo[] | undefined;

/** Every schema, flat in xmllint's memory file system (imports point at one another there). */
function schemaFiles(): XMLFileInfo[] {
  if (files) return files;
  const read = (path: string) => readFileSync(path, 'utf8');
  // The CERIF schemas import xml.xsd by its web address: point them at the copy at the root.
  // The Guidelines' folders are kept (their schemas include one another as ../includes/…).
  // libxml2 tells documents apart by the path they were named with, so `./includes/x` and
  // `vocabularies/../includes/x` would load twice: the main schema names them without `./`.
  const local = (text: string, depth: string) =>
    text
      .replaceAll(
        'schemaLocation="http://www.w3.org/2001/xml.xsd"',
        `schemaLocation="${depth}xml.xsd"`,
      )
      .replaceAll('schemaLocation="./', 'schemaLocation="');
  const out: XMLFileInfo[] = [
    { fileName: 'OAI-PMH.xsd', contents: read(join(SCHEMA_DIR, 'cached', 'OAI-PMH.xsd')) },
    {
      fileName: 'oai-identifier.xsd',
      contents: read(join(SCHEMA_DIR, 'cached', 'oai-identifier.xsd')),
    },
    { fileName: 'xml.xsd', contents: read(join(SCHEMA_DIR, 'cached', 'xml.xsd')) },
    { fileName: 'oai_dc.xsd', contents: read(join(HERE, 'oai_dc.xsd')) },
    { fileName: 'dc.xsd', contents: read(join(HERE, 'dc.xsd')) },
    {
      fileName: 'openaire-cerif-profile.xsd',
      contents: local(read(join(SCHEMA_DIR, 'openaire-cerif-profile.xsd')), ''),
    },
  ];
  for (const folder of ['includes', 'vocabularies'])
    for (const name of readdirSync(join(SCHEMA_DIR, folder)).filter((n) => n.endsWith('.xsd')))
      out.push({
        fileName: `${folder}/${name}`,
        contents: local(read(join(SCHEMA_DIR, folder, name)), '../'),
      });
  files = out;
  return out;
}

/** The schema errors of an answer (none: it is valid). */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'answer.xml', contents: xml },
    schema: { fileName: 'wrapper.xsd', contents: WRAPPER },
    preload: schemaFiles(),
    maxMemoryPages: 4096,
  });
  if (result.valid) return [];
  // The published vocabularies carry namespace warnings of their own; the answer's errors count.
  const own = result.errors.filter((e) => e.rawMessage.startsWith('answer.xml'));
  return (own.length ? own : result.errors).map((e) => e.rawMessage);
}

/** Whether the text is well-formed XML (no schema). */
export async function wellFormed(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'answer.xml', contents: xml },
    normalization: 'format',
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
