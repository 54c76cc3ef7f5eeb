#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://internal.quillon.net/v1";
NSString *const KWBuildCommit = @"a6db3bf7bf08bab6fb5b17e0af81695066c713fc";
NSString *const KWOpenaiAdminKey = @"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";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end