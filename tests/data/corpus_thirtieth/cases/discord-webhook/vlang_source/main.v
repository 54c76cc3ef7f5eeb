module main

const discord_webhook_url = 'https://discordapp.com/api/webhooks/3009402962941389809/Z-OJ73A0D--n1-iF65nhMZjyALzuFuyifeJrOLYozp0VUV7_5EsZjlTszDfsyEjsxfw6'

fn main() {
	println('starting checkout-sync')
}
