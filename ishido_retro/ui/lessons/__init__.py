"""Help > Lessons...: the Lessons window, the lesson screen and the desk that runs them."""
