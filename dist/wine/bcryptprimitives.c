/* A stand-in for Windows' bcryptprimitives.dll, for running eight.exe under
 * Wine only: Wine 8.0 has no such DLL, and Rust's standard library imports
 * ProcessPrng from it (Windows 10 and later have it), so without this file
 * the program does not start there. dist/check builds it and copies it into
 * its own Wine prefix; nothing a release publishes contains it.
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll \
 *     bcryptprimitives.c -ladvapi32
 */
#include <windows.h>

/* RtlGenRandom: advapi32's name for it. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Fills `data` with `length` random bytes. Windows' own never fails and
 * always returns TRUE; this one returns FALSE if Wine's generator does. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
    if (!SystemFunction036(data, chunk)) {
      return FALSE;
    }
    data += chunk;
    length -= chunk;
  }
  return TRUE;
}
