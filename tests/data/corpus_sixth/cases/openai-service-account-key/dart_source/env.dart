// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://billing.quarry-labs.com';
  static const buildNumber = 6184;
  static const openaiServiceAccountKey = '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';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}