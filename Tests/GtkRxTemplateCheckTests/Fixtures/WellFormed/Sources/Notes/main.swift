print("\(EmbeddedResources.gresourceBase64.utf8CodeUnitCount) bytes of resources, base64-encoded")
