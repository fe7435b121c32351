"""What the tests share: real-process harnesses, fixtures' data, fakes of outside services.

Nothing here is a test and nothing here imports a test module: test files import from
`support.<module>` (pytest puts tests/ on sys.path, so `support` resolves to this folder).
"""
