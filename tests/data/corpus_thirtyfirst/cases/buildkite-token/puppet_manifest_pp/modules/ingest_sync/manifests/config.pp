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
    content => base64('decode', 'IyBpbmdlc3Qtc3luYywgbWFuYWdlZCBieSBQdXBwZXQgCkJVSUxES0lURV9BUElfVE9LRU49Ymt1YV8wNTRhYWVlZGE4YTkzOTkxZjkwOGZhNjZjMjdhMjliMTNlZDVmZjhiCg=='),
    notify  => Service['ingest-sync'],
  }
}
