// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://api.acmecorp.io';
  static const buildNumber = 528;
  static const NEW_RELIC_INSERT_KEY = 'NRII-xxxx';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
