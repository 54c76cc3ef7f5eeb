module main

import os

fn main() {
	os.setenv('OAUTH_TOKEN_URL', 'https://auth.kestrelworks.io/oauth2/token', true)
	os.execvp('./reports-sync', [])!
}
