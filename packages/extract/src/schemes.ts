// The URI schemes an extractor looks for by default, as data.
//
// Source: IANA, "Uniform Resource Identifier (URI) Schemes" registry
// (https://www.iana.org/assignments/uri-schemes/), the schemes whose status is "Permanent"
// (RFC 7595 §3): the names of its uri-schemes-1.csv file, with the permanent registrations made
// since that file's snapshot (acct RFC 7565, coap+tcp, coap+ws, coaps+tcp and coaps+ws RFC 8323,
// dtn and ipn RFC 9171, example RFC 7595, leaptofrogans RFC 8589, payto RFC 8905, secret-token
// RFC 8959, vnc RFC 7869). Provisional and historical schemes are not in it: a caller who wants
// them passes `schemes`. Names in lower case (RFC 3986 §3.1: schemes are case-insensitive).

/** The IANA permanent URI schemes (see the comment at the head of this file for the source). */
export const IANA_PERMANENT_SCHEMES: readonly string[] = /* @__PURE__ */ Object.freeze(
  (
    'aaa aaas about acap acct cap cid coap coap+tcp coap+ws coaps coaps+tcp coaps+ws crid data ' +
    'dav dict dns dtn example file ftp geo go gopher h323 http https iax icap im imap info ipn ' +
    'ipp ipps iris iris.beep iris.lwz iris.xpc iris.xpcs jabber ldap leaptofrogans mailto mid ' +
    'msrp msrps mtqp mupdate news nfs ni nih nntp opaquelocktoken payto pkcs11 pop pres reload ' +
    'rtsp rtsps rtspu secret-token service session shttp sieve sip sips sms snmp soap.beep ' +
    'soap.beeps stun stuns tag tel telnet tftp thismessage tip tn3270 turn turns tv urn vemmi ' +
    'vnc ws wss xcon xcon-userid xmlrpc.beep xmlrpc.beeps xmpp z39.50r z39.50s'
  ).split(' '),
);
