module main

const linear_oauth_token = 'lin_oauth_981b98392ac22a5c150f37c4fc77ff508647de333ce43dfdc245f3bc7498468f'

fn main() {
	println('starting ingest-sync')
}
