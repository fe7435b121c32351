"""The web console: server-rendered pages that show the memory working (issue 18).

`data` gathers what a page shows from a running daemon service, `pages` renders HTML (escaped
string templates, no JavaScript), `app` routes them, `auth` decides who may look, `serve` is
`vaultmem ui`: loopback with a one-time token, in front of the daemon or in-process.
"""
