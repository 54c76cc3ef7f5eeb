# modules/orders_sync/manifests/config.pp
class orders_sync::config (
  String $service_user = 'orders',
) {
  file { '/etc/orders-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/orders-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyBvcmRlcnMtc3luYywgbWFuYWdlZCBieSBQdXBwZXQgCkFQSV9LRVk9Z2xydC1NQnpjN3c2SmJLTUFvalNCSTBORgo='),
    notify  => Service['orders-sync'],
  }
}
