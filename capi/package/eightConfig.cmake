# The eight C library, for find_package(eight CONFIG): the imported
# target eight::eight, the static library lib/libeight.a with its header
# folder include/. Its paths are worked out from where this file lies
# (lib/cmake/eight/), so the folder it came in may be unpacked, and moved,
# anywhere. The library needs nothing else to link: no libc function, no
# allocator, no runtime of its own.
get_filename_component(_eight_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET eight::eight)
  add_library(eight::eight STATIC IMPORTED)
  set_target_properties(eight::eight PROPERTIES
    IMPORTED_LOCATION "${_eight_prefix}/lib/libeight.a"
    IMPORTED_LINK_INTERFACE_LANGUAGES "C"
    INTERFACE_INCLUDE_DIRECTORIES "${_eight_prefix}/include")
endif()
set(eight_FOUND TRUE)
unset(_eight_prefix)
