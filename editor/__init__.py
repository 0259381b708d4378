"""The stoneset editor app (its model is kept apart from its screens)."""
