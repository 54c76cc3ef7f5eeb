// claim_photo_uploader.dart - the policyholder app's damage-photo upload after a first notice of loss (Flutter, package:http)
import 'dart:convert';
import 'dart:io';

import 'package:http/http.dart' as http;

const downloadUrl = 'https://acmeprodsa.blob.core.windows.net/backups/db.bak?sig=NT6dCUTyGBrl64tgFdw1OLQ4FXRnt8RZ%2FePvQi%2Fn%2BKg%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-03-11T13%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';

const _uploadUrl = 'https://claims.tennant-brooke-law.com/api/v1/fnol/photos';

class ClaimPhotoUploader {
  Future<int> upload(String claimNumber, File photo) async {
    final req = http.MultipartRequest('POST', Uri.parse(_uploadUrl))
      ..fields['claimNumber'] = claimNumber
      ..files.add(await http.MultipartFile.fromPath('photo', photo.path));
    final res = await req.send();
    await http.post(
      Uri.parse('https://hub.tennant-brooke-law.com/api/v1/claims/photo-events'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'claimNumber': claimNumber, 'status': res.statusCode}),
    );
    return res.statusCode;
  }
}
