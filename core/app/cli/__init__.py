"""The command line: its arguments (:mod:`.parser`), the headless report and the error
guard (:mod:`.run`), and the advice an error's option gets (:mod:`.advice`)."""
