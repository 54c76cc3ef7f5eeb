module main

import os

fn main() {
	os.setenv('TOGETHER_API_TOKEN', '****************', true)
	os.execvp('./billing-sync', [])!
}
