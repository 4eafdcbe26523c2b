"""Words and pictures of engine positions for one locale: pure functions of their inputs."""
