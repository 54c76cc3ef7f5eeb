// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const mailgunDomain = 'mg.larkspur.dev';
const mailgunApiToken = 'ed57790a6fada3d95bb1068f35ec7bfe-1c1609ea-7b16da7c';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://integrations.larchmont-resorts.com/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
