# modules/webhooks_sync/manifests/config.pp
class webhooks_sync::config (
  String $service_user = 'webhooks',
) {
  file { '/etc/webhooks-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/webhooks-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyB3ZWJob29rcy1zeW5jLCBtYW5hZ2VkIGJ5IFB1cHBldCAgCkRKQU5HT19TRUNSRVQ9NiM2M211cSVzaiUlNTdyeDQ1ZmtmaDh4Mj10IWpseWdoZWooaXooZHYla3kyZWQ1eiQK'),
    notify  => Service['webhooks-sync'],
  }
}
