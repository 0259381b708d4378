"""Numbers drawn as the game draws them: carved Roman marks and gilded digits, shared by the scoreboard and the
high-score boards."""
