# modules/notifier_sync/manifests/config.pp
class notifier_sync::config (
  String $service_user = 'notifier',
) {
  file { '/etc/notifier-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/notifier-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyBub3RpZmllci1zeW5jLCBtYW5hZ2VkIGJ5IFB1cHBldCAgCkFaVVJFX1dFQl9KT0JTX1NUT1JBR0U9RGVmYXVsdEVuZHBvaW50c1Byb3RvY29sPWh0dHBzO0FjY291bnROYW1lPW53bG9nczAxZHNzO0FjY291bnRLZXk9dzNPNWlNNTYweFh2NWVNSEdsM1FDLzVSbkhDWkthT1lkN1JSZlhEaHkxL2I1WFNhV3RESElodUZYWHl6QzBKS3l1UllZSjFtZTJNVU5JbXZiYm13M3c9PTtFbmRwb2ludFN1ZmZpeD1jb3JlLndpbmRvd3MubmV0Cg=='),
    notify  => Service['notifier-sync'],
  }
}
