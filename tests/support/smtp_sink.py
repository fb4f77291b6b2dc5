"""A real SMTP server for the tests: accepts every message and writes it,
as received, to a folder (one .eml file each).

It uses Python's standard smtpd module (present up to Python 3.11), or the
aiosmtpd package on newer Pythons (.ci/run installs it there).

Usage: python3 smtp_sink.py PORT FOLDER
"""
import os
import sys
import time
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)


def store(folder, data):
    name = os.path.join(folder, "%d.eml" % time.time_ns())
    with open(name + ".tmp", "wb") as out:
        out.write(data)
    os.rename(name + ".tmp", name)


def serve_with_smtpd(port, folder):
    import asyncore
    import smtpd

    class Sink(smtpd.SMTPServer):
        def process_message(self, peer, mailfrom, rcpttos, data, **kwargs):
            store(folder, data)

    Sink(("127.0.0.1", port), None, decode_data=False)
    asyncore.loop()


def serve_with_aiosmtpd(port, folder):
    from aiosmtpd.controller import Controller

    class Handler:
        async def handle_DATA(self, server, session, envelope):
            store(folder, envelope.original_content or envelope.content)
            return "250 OK"

    controller = Controller(Handler(), hostname="127.0.0.1", port=port)
    controller.start()
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    port, folder = int(sys.argv[1]), sys.argv[2]
    try:
        serve_with_smtpd(port, folder)
    except ImportError:
        serve_with_aiosmtpd(port, folder)
