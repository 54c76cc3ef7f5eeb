module main

const twilio_api_key = 'SK3dcc53f45ab154d90a827810f496e13a'
const twilio_api_secret_key = 'ScR••••••••••••'

fn main() {
	println('starting reports-sync')
}
