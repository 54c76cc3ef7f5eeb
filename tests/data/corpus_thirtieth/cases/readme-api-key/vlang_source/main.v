module main

const rdme_key = 'rdme_1w7po6pz9dey0lkvecdxkhmfy633gzqoo0qdrkicgmj22zu7grhlnyx2bp7dhe8xl6thrj'

fn main() {
	println('starting checkout-sync')
}
