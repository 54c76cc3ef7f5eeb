module main

const postman_api_key = 'PMAK-8e8d2f86de2d6783b7220023-886a3c6629abab2d5390f6eff71447439c'

fn main() {
	println('starting billing-sync')
}
