module main

const octo_api_key = 'API-7W9V2Q1TFT51F01B8BVZ9TGK3C'

fn main() {
	println('starting checkout-sync')
}
