module main

const ngrok_api_key = '2qbmzm74IOWemk5SbwcnkQd6FuO_1t91msKYPK5kBGj9q9RAJ'

fn main() {
	println('starting reports-sync')
}
