// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://internal.tessellate.net';
  static const buildNumber = 3683;
  static const jfrogApiKey = 'AKCp59nl62vwszdRFLZAuHuWnn9yjJqTBBwMa8HW1bQaJIo9hVoasYtWWPGLPmcGoVmtDjZet';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}