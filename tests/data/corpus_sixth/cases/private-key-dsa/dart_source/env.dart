// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://edge.bluefin.io';
  static const buildNumber = 9159;
  static const tlsKey = r'''-----BEGIN DSA PRIVATE KEY-----
...
-----END DSA PRIVATE KEY-----''';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
