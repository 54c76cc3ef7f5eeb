module main

import os

fn main() {
	os.setenv('PERPLEXITY_MODEL', 'sonar-pro', true)
	os.execvp('./billing-sync', [])!
}
