# modules/billing_sync/manifests/config.pp
class billing_sync::config (
  String $service_user = 'billing',
) {
  file { '/etc/billing-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/billing-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyBiaWxsaW5nLXN5bmMsIG1hbmFnZWQgYnkgUHVwcGV0IApOUE1fVE9LRU49bnBtX0dhQ3FGbFJSM1NuNjZKSE4zN2E5cDRuY0RYRzVlNHZvQWxMbgo='),
    notify  => Service['billing-sync'],
  }
}
