# modules/ingest_sync/manifests/config.pp
class ingest_sync::config (
  String $service_user = 'ingest',
) {
  file { '/etc/ingest-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/ingest-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyBpbmdlc3Qtc3luYywgbWFuYWdlZCBieSBQdXBwZXQgClNPTkFSQ0xPVURfVE9LRU49Zjk2MTBmN2U2YzZlYmNlZjY4NjVlNGIzNWUwYTNkMWE3ODllZGExMAo='),
    notify  => Service['ingest-sync'],
  }
}
