"""A real SMTP server for the tests: accepts every message and writes it,
as received, to a folder (one .eml file each). Python's standard smtpd
module (present up to Python 3.11) speaks the protocol.

Usage: python3 smtp_sink.py PORT FOLDER
"""
import os
import sys
import time
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)
import asyncore  # noqa: E402
import smtpd  # noqa: E402


class Sink(smtpd.SMTPServer):
    def __init__(self, port, folder):
        super().__init__(("127.0.0.1", port), None, decode_data=False)
        self.folder = folder

    def process_message(self, peer, mailfrom, rcpttos, data, **kwargs):
        name = os.path.join(self.folder, "%d.eml" % time.time_ns())
        with open(name + ".tmp", "wb") as out:
            out.write(data)
        os.rename(name + ".tmp", name)


if __name__ == "__main__":
    Sink(int(sys.argv[1]), sys.argv[2])
    asyncore.loop()
