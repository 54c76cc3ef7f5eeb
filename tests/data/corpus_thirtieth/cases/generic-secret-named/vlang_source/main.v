module main

import os

fn main() {
	os.setenv('PRIVATE_KEY', '30983aac-ffe9-4de0-8b26-0741c48b2357', true)
	os.execvp('./ingest-sync', [])!
}
