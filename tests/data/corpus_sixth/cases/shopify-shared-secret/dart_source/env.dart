// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://gw.orbitfreight.com';
  static const buildNumber = 2892;
  static const SHOPIFY_CLIENT_ID = '4994996e8dcc09eb40167c4ebd6589a5';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
