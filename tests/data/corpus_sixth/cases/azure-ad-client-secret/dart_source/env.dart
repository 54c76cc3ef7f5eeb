// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://svc.mapleleaf.ca';
  static const buildNumber = 4696;
  static const AZURE_CLIENT_ID = '33f1d2f4-8639-4081-96dc-557c9f280b64';
  static const AZURE_TENANT_ID = 'ac09cb5e-050a-4502-9aa3-1c7f252413eb';
  static const ENTRA_CLIENT_SECRET = '9J41Q~Ztf.e-42nN13v~L.8ZxqAreInNz1ZrNCui';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
