// What makes a PDF/A-3 a Factur-X invoice (Factur-X 1.0 / ZUGFeRD 2, EN 16931 profile): the CII
// XML embedded as `factur-x.xml`, associated with the document (AFRelationship "Alternative": the
// XML is the same invoice in machine-readable form), and the XMP metadata that announces it,
// with the PDF/A extension schema that declares the `fx` properties (PDF/A requires every custom
// XMP property to be declared). pdfkit writes the PDF/A-3b parts itself: the identification, the
// sRGB output intent, the embedded fonts and the catalog's /AF array.

/** The file name Factur-X readers (and the EN 16931 validator) look for. */
export const FACTURX_FILENAME = 'factur-x.xml';
/** The conformance level of the EN 16931 profile, as Factur-X names it in XMP. */
export const FACTURX_LEVEL = 'EN 16931';

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

/** The XMP to add to the document's metadata (rdf:Description blocks). */
export function facturXXmp(): string {
  return `
      <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
        <pdfaExtension:schemas>
          <rdf:Bag>
            <rdf:li rdf:parseType="Resource">
              <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
              <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
              <pdfaSchema:prefix>fx</pdfaSchema:prefix>
              <pdfaSchema:property>
                <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
                </rdf:Seq>
              </pdfaSchema:property>
            </rdf:li>
          </rdf:Bag>
        </pdfaExtension:schemas>
      </rdf:Description>
      <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
        <fx:DocumentType>INVOICE</fx:DocumentType>
        <fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName>
        <fx:Version>1.0</fx:Version>
        <fx:ConformanceLevel>${FACTURX_LEVEL}</fx:ConformanceLevel>
      </rdf:Description>`;
}

/** The part of pdfkit's document this module uses. */
type AttachingDocument = {
  file(
    src: Buffer,
    options: {
      name: string;
      type: string;
      description: string;
      relationship: string;
      creationDate: Date;
      modifiedDate: Date;
    },
  ): unknown;
  appendXML(xml: string): void;
};

/** Embeds the CII XML as factur-x.xml and announces it in the XMP metadata. */
export function attachFacturX(doc: AttachingDocument, xml: string, issuedAt: Date): void {
  doc.file(Buffer.from(xml, 'utf8'), {
    name: FACTURX_FILENAME,
    type: 'text/xml',
    description: 'Factur-X invoice (EN 16931, UN/CEFACT CII)',
    relationship: 'Alternative',
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  });
  doc.appendXML(facturXXmp());
}
