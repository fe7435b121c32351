"""The life of a note after it is written: usage and tiers, forgetting with an audit trail, reflection."""
